import { LogPage } from '../LogPage.tsx';

/** Menu component /system/log/oplog/index: the generic audit log page. */
export default function OplogPage() {
  return <LogPage kind="op" />;
}
