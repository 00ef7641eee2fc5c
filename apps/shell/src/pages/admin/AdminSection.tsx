import { AdminLayout } from '@atelier/admin-ui';
import { useLocation } from 'react-router-dom';
import { PageOutlet } from '../../PageOutlet';

/** /admin/*: the back office's sidebar and header around the child page, which may still load. */
export default function AdminSection() {
  const { pathname, search } = useLocation();
  return (
    <AdminLayout currentPath={pathname + search}>
      <PageOutlet />
    </AdminLayout>
  );
}
