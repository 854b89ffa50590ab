import { LogPage } from '../LogPage.tsx';

/** Menu component /system/log/vislog/index: the generic audit log page. */
export default function VislogPage() {
  return <LogPage kind="vis" />;
}
