import { PermissionDenied } from '../../components/feedback/permission-denied';

/** /unauthorized (spec 2.2): where a signed-in user lands on a screen their roles do not allow. */
export function UnauthorizedPage() {
  return <PermissionDenied as="h1" />;
}
