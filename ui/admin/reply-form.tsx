import { Textarea } from '../primitives/textarea';
import { OneFieldForm, type OneFieldFormKindProps } from './one-field-form';

type ReplyFormProps = OneFieldFormKindProps & {
  /** Who the reply goes to, by name ('Amaka Obi'). */
  to: string;
  /** The text typed, kept when the server refused it. */
  defaultReply?: string;
  /** The most characters the shop sends, told beside the box. */
  maxLength: number;
};

/**
 * A reply by mail: sent from the shop, with the shop's contact address to answer to and the shopper's message
 * quoted below it. Sending marks the message answered.
 */
function ReplyForm({ to, defaultReply = '', maxLength, ...props }: ReplyFormProps) {
  return (
    <OneFieldForm
      data-slot="reply-form"
      title="Reply by mail"
      name="reply"
      label={`Your reply to ${to}`}
      hint={`Sent from the shop; their message is quoted below it. At most ${maxLength} characters.`}
      submitLabel="Send reply"
      busyLabel="Sending..."
      {...props}
    >
      <Textarea name="reply" rows={6} defaultValue={defaultReply} />
    </OneFieldForm>
  );
}

export { ReplyForm, type ReplyFormProps };
