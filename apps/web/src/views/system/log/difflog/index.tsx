import { LogPage } from '../LogPage.tsx';

/** Menu component /system/log/difflog/index: the generic audit log page. */
export default function DifflogPage() {
  return <LogPage kind="diff" />;
}
