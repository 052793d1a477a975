import { AppointmentOptions } from '../../ui/marketing/appointment-options';
import { appointmentHeading, appointmentOptions } from '../content/appointment';
import type { MetaFunction } from '../seo/route-meta';
import { useShopInfo } from './parts/shop-info';

export const meta: MetaFunction = () => ({
  title: 'Book a workshop or consultation',
  description: 'Book a perfume-making workshop or a personal scent consultation with Òórùn on WhatsApp.',
});

/**
 * /appointment: a workshop or a consultation, each booked in a WhatsApp chat with the business phone, opened with
 * a message that says which.
 */
export function Component() {
  const { whatsApp } = useShopInfo();
  return (
    <AppointmentOptions
      heading={appointmentHeading}
      options={appointmentOptions}
      bookHref={whatsApp.appointment}
    />
  );
}
