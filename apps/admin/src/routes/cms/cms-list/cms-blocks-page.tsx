import { CmsList } from './cms-list.tsx';

export default function CmsBlocksPage() {
  return <CmsList kind="blocks" />;
}
