import { Icon } from '../primitives/icon';

/** A hint or error under one group of choices ('Please select a base Scent option'). */
function SelectionMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} data-slot="selection-message" className="flex items-start gap-1.5 text-sm text-danger">
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** The visible group label with the required star (read as 'required' through aria-required on the group). */
function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
    </>
  );
}

export { RequiredLabel, SelectionMessage };
