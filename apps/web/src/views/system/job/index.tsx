import { JobBoard } from './JobBoard.tsx';

/** Scheduled jobs (menu sysJob, component /system/job/index). */
export default function JobPage() {
  return <JobBoard />;
}
