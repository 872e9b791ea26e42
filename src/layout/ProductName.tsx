/** The product's name in the current language: react-admin's default page title (e.g. of the not-found page). */
import { useTranslate } from 'react-admin';

export function ProductName() {
  const translate = useTranslate();
  return <>{translate('app.auth.productName')}</>;
}
