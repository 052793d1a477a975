/**
 * Hidden inputs for a form's fields the shopper does not see (a cart line's key, the rest of a view's query), so
 * the form posts or gets them without the page's scripts. A list is the same field repeated (`?category=a&category=b`).
 */
type HiddenFieldsProps = { fields: Readonly<Record<string, string | readonly string[]>> };

function HiddenFields({ fields }: HiddenFieldsProps) {
  return Object.entries(fields).flatMap(([name, values]) =>
    (typeof values === 'string' ? [values] : values).map((value) => (
      <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
    )),
  );
}

export { HiddenFields, type HiddenFieldsProps };
