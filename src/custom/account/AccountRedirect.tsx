/** /account/functionaries and /account/imports (ACT-014, ACT-015): straight on to the target area. */
import { Navigate } from 'react-router-dom';
import { redirectTarget, type RedirectArea } from './accountRedirects';
import { useAccountIdentity } from './useAccount';

const AccountRedirect = ({ area }: { area: RedirectArea }) => {
  const { identity } = useAccountIdentity();
  if (!identity) return null;
  return <Navigate to={redirectTarget(area, identity.login)} replace />;
};

export default AccountRedirect;
