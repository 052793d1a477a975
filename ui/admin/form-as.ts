import type { ElementType, FormEventHandler, ReactNode } from 'react';

/**
 * What draws an admin form: the browser's own <form> by default, or the app's router form (React Router's
 * <Form>), which posts the same fields to the same action once the page's scripts run. ui/ knows no router.
 */
export type FormAs = ElementType<{
  method: 'post';
  action?: string;
  /** 'multipart/form-data' for a form that sends a file (the bank statement) */
  encType?: 'multipart/form-data';
  className?: string;
  children?: ReactNode;
  noValidate?: boolean;
  'aria-labelledby'?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}>;
