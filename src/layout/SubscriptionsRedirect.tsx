import { Navigate, useLocation } from 'react-admin';

/** /subscriptions is not a page: the subscriptions screen lives at /admin/subscriptions (spec part 1 §2). */
export default function SubscriptionsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/admin/subscriptions${search}`} replace />;
}
