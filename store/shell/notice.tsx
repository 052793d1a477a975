import { useLocation } from 'react-router-dom';
import { FormMessage } from '../../ui/checkout/form-message';
import { useRootData } from './root-data';

/**
 * The sentence a form posted without JavaScript left for the page it was sent on to ('Logged in
 * successfully!', '2 Ọba Oud added to cart!', 'Only 3 available in stock'): shown on that page only, above
 * its content, where a toast would have said it.
 */
export function FormNotice() {
  const { notice } = useRootData();
  // the first page of this visit is the one the form's redirect led to
  const firstPage = useLocation().key === 'default';
  if (!notice || !firstPage) return null;
  return (
    <div className="mx-auto w-full max-w-page px-gutter pt-4 sm:px-6 lg:px-8">
      <FormMessage tone={notice.tone === 'success' ? 'success' : 'danger'}>{notice.text}</FormMessage>
    </div>
  );
}
