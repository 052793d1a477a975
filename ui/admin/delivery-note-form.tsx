import { Textarea } from '../primitives/textarea';
import { OneFieldForm, type OneFieldFormKindProps } from './one-field-form';

type DeliveryNoteFormProps = OneFieldFormKindProps & {
  /** The longest note, said in the hint. */
  maxLength: number;
  /** The note the shopper has now, or the one typed and refused. */
  defaultNote?: string;
  /** The shopper has a note already: the form replaces it. */
  replacing?: boolean;
};

/**
 * What the shopper should know about a shipped order's delivery: the rider's name and phone, or the courier and
 * its tracking number. Unlike a note for the shop, the shopper sees it on their order and is mailed it.
 */
function DeliveryNoteForm({
  maxLength,
  defaultNote = '',
  replacing = false,
  ...props
}: DeliveryNoteFormProps) {
  return (
    <OneFieldForm
      data-slot="delivery-note-form"
      title="Tell the shopper about the delivery"
      name="note"
      label="Delivery note"
      hint={`The rider's name and phone, or the courier and tracking number. The shopper sees it on their order and is mailed. At most ${maxLength} characters.`}
      submitLabel={replacing ? 'Send the new note' : 'Send to the shopper'}
      busyLabel="Sending..."
      {...props}
    >
      <Textarea name="note" rows={2} defaultValue={defaultNote} />
    </OneFieldForm>
  );
}

export { DeliveryNoteForm, type DeliveryNoteFormProps };
