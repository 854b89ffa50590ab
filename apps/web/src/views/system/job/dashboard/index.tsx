import { JobBoard } from '../JobBoard.tsx';

/** The hidden job board (menu sysJobDashboard, /platform/job/dashboard): the same board. */
export default function JobDashboardPage() {
  return <JobBoard />;
}
