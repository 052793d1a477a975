import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { POPUP_MAX_CHARS } from '../../api';
import { FormMessage, PopupForm } from '../../ui';
import type { PopupFormAnswer } from '../actions/admin-popup';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { adminPaths } from './view';

/**
 * /admin/popup: the announcement shoppers see once on their next visit; the owner sets it, previews it as a
 * shopper sees it, and removes it.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminPopup());
  return answer.ok ? { text: answer.data.text } : null;
}

export const meta: MetaFunction = () => ({ title: 'Popup', noindex: true });

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<PopupFormAnswer>();
  const navigation = useNavigation();
  if (!loaded) return null;
  const sending = navigation.state === 'submitting' && navigation.formAction === adminPaths.popup;
  const intent = sending ? navigation.formData?.get('intent') : null;
  const problem = answer && 'at' in answer ? answer : null;
  return (
    <>
      <div className="grid gap-3">
        <h1 className="font-display text-display-sm">Announcement popup</h1>
        <p className="text-muted-foreground">
          Shown to each shopper once, on their next visit, until you change it.
        </p>
        {answer && 'done' in answer && navigation.state === 'idle' && (
          <FormMessage tone="success">{answer.done}</FormMessage>
        )}
      </div>
      <PopupForm
        // a saved change starts the form afresh from it
        key={loaded.text}
        action={adminPaths.popup}
        formAs={Form}
        savedText={loaded.text}
        defaultText={problem ? problem.text : loaded.text}
        maxLength={POPUP_MAX_CHARS}
        error={problem?.at === 'text' ? problem.message : undefined}
        formError={problem?.at === 'form' ? problem.message : undefined}
        busy={intent === 'set' || intent === 'clear' ? intent : null}
      />
    </>
  );
}
