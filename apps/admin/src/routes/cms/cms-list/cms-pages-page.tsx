import { CmsList } from './cms-list.tsx';

export default function CmsPagesPage() {
  return <CmsList kind="pages" />;
}
