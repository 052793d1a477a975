/** The settings form's sections in the order the owner reads them: the component's and the screen's stories. */
export const settingsSections = [
  'Bank details',
  'Contact',
  'WhatsApp',
  'Delivery',
  'Online discount',
  'Reservation times',
  'Alerts',
] as const;
