// Not a story file: a controlled form's values kept as its machine keeps them.
import { useState, type ComponentType } from 'react';

type Controlled = { values: object; onChange: (field: never, value: string) => void };
type FieldOf<P extends Controlled> = Parameters<P['onChange']>[0];

/**
 * A controlled form (DeliveryForm, ChangePasswordForm) that keeps what is typed, as the machine that owns its
 * values does in the shop; each change still reaches the story's `onChange` spy.
 */
export function withOwnedValues<P extends Controlled>(Form: ComponentType<P>) {
  return function OwnedValues(props: P) {
    const [values, setValues] = useState(props.values);
    const onChange = (field: FieldOf<P>, value: string) => {
      setValues((current) => ({ ...current, [field as string]: value }));
      props.onChange(field, value);
    };
    return <Form {...props} values={values} onChange={onChange} />;
  };
}
