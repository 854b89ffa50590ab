import { LogPage } from '../LogPage.tsx';

/** Menu component /system/log/exlog/index: the generic audit log page. */
export default function ExlogPage() {
  return <LogPage kind="ex" />;
}
