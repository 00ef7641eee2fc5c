import { FeaturesScreen } from '@atelier/admin-ui';

/** /admin/features: the homepage carousel's images. */
export default function FeaturesPage() {
  return <FeaturesScreen />;
}
