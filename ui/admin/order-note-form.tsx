import { Textarea } from '../primitives/textarea';
import { OneFieldForm, type OneFieldFormKindProps } from './one-field-form';

type OrderNoteFormProps = OneFieldFormKindProps & {
  /** The longest note the shop keeps, said in the hint. */
  maxLength: number;
  /** The note typed, kept when the server refused it. */
  defaultNote?: string;
};

/** A note on the order for the shop's eyes only: a part payment promised, the rider's name, a call made. */
function OrderNoteForm({ maxLength, defaultNote = '', ...props }: OrderNoteFormProps) {
  return (
    <OneFieldForm
      data-slot="order-note-form"
      title="Add a note"
      name="note"
      label="Note"
      hint={`Seen by the shop only, in the order's history. At most ${maxLength} characters.`}
      submitLabel="Add note"
      busyLabel="Adding..."
      {...props}
    >
      <Textarea name="note" rows={3} defaultValue={defaultNote} />
    </OneFieldForm>
  );
}

export { OrderNoteForm, type OrderNoteFormProps };
