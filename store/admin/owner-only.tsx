import { FormMessage } from '../../ui';

/** What staff see on a page of the owner's (the server refused its data with 403): why, not a blank page. */
export function OwnerOnly({ title }: { title: string }) {
  return (
    <section className="grid gap-3">
      <h1 className="font-display text-display-sm">{title}</h1>
      <FormMessage>Only the shop&apos;s owner can see this page.</FormMessage>
    </section>
  );
}
