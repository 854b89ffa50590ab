import { ReloadOutlined } from '@ant-design/icons';
import type { JobClusterRow, JobDetailOutput, JobTriggerRecordRow, JobTriggerRow } from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { jobKeys, sysJobApi } from '../../../api/sysJob.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { TriggerDrawer } from './TriggerDrawer.tsx';

const STATUS_COLOR: Record<number, string> = { 1: 'green', 3: 'default', 6: 'blue', 7: 'red' };
const RUN_COLOR: Record<number, string> = {
  0: 'processing',
  1: 'green',
  2: 'red',
  3: 'orange',
  4: 'default',
  5: 'volcano',
};

/**
 * The scheduled-jobs board (menu sysJob and the hidden /platform/job/dashboard): jobs with
 * their triggers and actions, the run history and the cluster of instances.
 */
export function JobBoard() {
  const { t } = useTranslation();
  const zone = useUserInfo((s) => s.userInfos?.timeZone) || 'Asia/Shanghai';
  const queryClient = useQueryClient();
  const [folded, setFolded] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ jobId: string; trigger: JobTriggerRow | null } | null>(null);
  const jobs = useQuery({
    queryKey: jobKeys.page({ page: 1, pageSize: 200 }),
    queryFn: () => sysJobApi.page({ page: 1, pageSize: 200 }),
  });
  const history = useQuery({
    queryKey: jobKeys.other('records'),
    queryFn: () => sysJobApi.records({ page: 1, pageSize: 50 }),
    refetchInterval: 10_000,
  });
  const cluster = useQuery({ queryKey: jobKeys.other('cluster'), queryFn: sysJobApi.cluster, refetchInterval: 10_000 });
  const opts = { success: t('job.done'), invalidate: [jobKeys.all] };
  const start = useActionMutation(sysJobApi.startJob, opts);
  const pause = useActionMutation(sysJobApi.pauseJob, opts);
  const runNow = useActionMutation(sysJobApi.runJob, opts);
  const startAll = useActionMutation(sysJobApi.startAll, opts);
  const pauseAll = useActionMutation(sysJobApi.pauseAll, opts);
  const startTrigger = useActionMutation(sysJobApi.startTrigger, opts);
  const pauseTrigger = useActionMutation(sysJobApi.pauseTrigger, opts);
  const deleteTrigger = useActionMutation(sysJobApi.deleteTrigger, opts);

  const triggerColumns = (jobId: string) => [
    { title: t('job.triggerId'), dataIndex: 'triggerId' },
    { title: t('job.args'), dataIndex: 'args', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: t('job.timeZone'), dataIndex: 'timeZone' },
    {
      title: t('job.status'),
      dataIndex: 'status',
      render: (v: number, row: JobTriggerRow) => (
        <Tag color={STATUS_COLOR[v]} data-testid={`trigger-status-${row.triggerId}`} data-status={v}>
          {t(`job.triggerStatus.${v}`)}
        </Tag>
      ),
    },
    { title: t('job.nextRunTime'), dataIndex: 'nextRunTime' },
    { title: t('job.lastRunTime'), dataIndex: 'lastRunTime' },
    { title: t('job.runs'), dataIndex: 'numberOfRuns' },
    { title: t('job.errors'), dataIndex: 'numberOfErrors' },
    {
      title: t('job.actions'),
      key: 'actions',
      render: (_: unknown, row: JobTriggerRow) => (
        <Space size={0}>
          <Auth value="sysJob:updateJobTrigger">
            <Button
              type="link"
              size="small"
              data-testid={`edit-trigger-${row.triggerId}`}
              onClick={() => setEditing({ jobId, trigger: row })}
            >
              {t('job.editTrigger')}
            </Button>
          </Auth>
          {row.status === 1 ? (
            <Auth value="sysJob:pauseTrigger">
              <Button
                type="link"
                size="small"
                data-testid={`pause-trigger-${row.triggerId}`}
                onClick={() => pauseTrigger.run({ jobId, triggerId: row.triggerId })}
              >
                {t('job.pause')}
              </Button>
            </Auth>
          ) : (
            <Auth value="sysJob:startTrigger">
              <Button
                type="link"
                size="small"
                data-testid={`start-trigger-${row.triggerId}`}
                onClick={() => startTrigger.run({ jobId, triggerId: row.triggerId })}
              >
                {t('job.start')}
              </Button>
            </Auth>
          )}
          <Auth value="sysJob:deleteJobTrigger">
            <Popconfirm
              title={t('job.deleteConfirm')}
              onConfirm={() => deleteTrigger.run({ jobId, triggerId: row.triggerId })}
            >
              <Button type="link" size="small" danger>
                {t('job.deleteTrigger')}
              </Button>
            </Popconfirm>
          </Auth>
        </Space>
      ),
    },
  ];

  const jobColumns = [
    { title: t('job.jobId'), dataIndex: ['jobDetail', 'jobId'] },
    { title: t('job.group'), dataIndex: ['jobDetail', 'groupName'] },
    { title: t('job.jobType'), dataIndex: ['jobDetail', 'jobType'] },
    { title: t('job.description'), dataIndex: ['jobDetail', 'description'] },
    {
      title: t('job.triggers'),
      key: 'triggers',
      render: (_: unknown, row: JobDetailOutput) =>
        row.jobTriggers.map((x) => (
          <Tag key={x.triggerId} color={STATUS_COLOR[x.status]} data-testid={`trigger-args-${x.triggerId}`}>
            {x.args}
          </Tag>
        )),
    },
    {
      title: t('job.actions'),
      key: 'actions',
      render: (_: unknown, row: JobDetailOutput) => {
        const jobId = row.jobDetail.jobId;
        return (
          <Space size={0}>
            <Auth value="sysJob:startJob">
              <Button type="link" size="small" onClick={() => start.run(jobId)}>
                {t('job.start')}
              </Button>
            </Auth>
            <Auth value="sysJob:pauseJob">
              <Button type="link" size="small" onClick={() => pause.run(jobId)}>
                {t('job.pause')}
              </Button>
            </Auth>
            <Auth value="sysJob:runJob">
              <Button type="link" size="small" data-testid={`run-${jobId}`} onClick={() => runNow.run(jobId)}>
                {t('job.runNow')}
              </Button>
            </Auth>
            <Auth value="sysJob:addJobTrigger">
              <Button type="link" size="small" onClick={() => setEditing({ jobId, trigger: null })}>
                {t('job.addTrigger')}
              </Button>
            </Auth>
          </Space>
        );
      },
    },
  ];

  const historyColumns = [
    { title: t('job.jobId'), dataIndex: 'jobId' },
    { title: t('job.triggerId'), dataIndex: 'triggerId', render: (v: string) => v || <Tag>{t('job.manual')}</Tag> },
    { title: t('job.fireTime'), dataIndex: 'fireTime' },
    { title: t('job.instance'), dataIndex: 'instanceId' },
    {
      title: t('job.status'),
      dataIndex: 'status',
      render: (v: number) => (
        <Tag color={RUN_COLOR[v]} data-testid="record-status" data-status={v}>
          {t(`job.runStatus.${v}`)}
        </Tag>
      ),
    },
    { title: t('job.attempt'), dataIndex: 'attempt' },
    {
      title: t('job.duration'),
      dataIndex: 'durationMs',
      render: (v: number | null) => <span data-testid="record-duration">{v ?? ''}</span>,
    },
    {
      title: t('job.error'),
      dataIndex: 'error',
      render: (v: string | null) =>
        v ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: v }}>
            {v}
          </Typography.Text>
        ) : null,
    },
  ];

  const clusterColumns = [
    { title: t('job.instance'), dataIndex: 'clusterId' },
    { title: t('job.host'), dataIndex: 'host' },
    { title: t('job.pid'), dataIndex: 'pid' },
    { title: t('job.startTime'), dataIndex: 'startTime' },
    { title: t('job.heartbeat'), dataIndex: 'heartbeatTime' },
    {
      title: t('job.state'),
      dataIndex: 'state',
      render: (v: string) => (
        <Tag color={v === 'live' ? 'green' : v === 'stale' ? 'red' : 'default'}>{t(`job.clusterState.${v}`)}</Tag>
      ),
    },
    { title: t('job.runs24h'), dataIndex: 'runs24h' },
    { title: t('job.running'), dataIndex: 'running' },
    { title: t('job.lastRunTime'), dataIndex: 'lastRunTime' },
  ];

  return (
    <Card data-testid="job-board">
      <Tabs
        items={[
          {
            key: 'jobs',
            label: t('job.tabs.jobs'),
            children: (
              <>
                <Space style={{ marginBottom: 12 }}>
                  <Auth value="sysJob:startAllJob">
                    <Button onClick={() => startAll.run()}>{t('job.startAll')}</Button>
                  </Auth>
                  <Auth value="sysJob:pauseAllJob">
                    <Button onClick={() => pauseAll.run()}>{t('job.pauseAll')}</Button>
                  </Auth>
                  <Button icon={<ReloadOutlined />} aria-label={t('job.reload')} onClick={() => void jobs.refetch()} />
                </Space>
                <Table<JobDetailOutput>
                  rowKey={(r) => r.jobDetail.jobId}
                  size="middle"
                  loading={jobs.isLoading}
                  dataSource={jobs.data?.items ?? []}
                  columns={jobColumns}
                  pagination={false}
                  expandable={{
                    // Every job's triggers open, also once the list has loaded (defaultExpandAllRows
                    // only reads the first, still empty, data); the operator may fold some.
                    expandedRowKeys: (jobs.data?.items ?? [])
                      .map((r) => r.jobDetail.jobId)
                      .filter((k) => !folded.includes(k)),
                    onExpand: (open, row) =>
                      setFolded((f) =>
                        open ? f.filter((k) => k !== row.jobDetail.jobId) : [...f, row.jobDetail.jobId],
                      ),
                    expandedRowRender: (row) => (
                      <Table<JobTriggerRow>
                        rowKey="triggerId"
                        size="small"
                        pagination={false}
                        dataSource={row.jobTriggers}
                        columns={triggerColumns(row.jobDetail.jobId)}
                      />
                    ),
                  }}
                />
              </>
            ),
          },
          {
            key: 'history',
            label: t('job.tabs.history'),
            children: (
              <>
                <Space style={{ marginBottom: 12 }}>
                  <Button
                    icon={<ReloadOutlined />}
                    aria-label={t('job.reload')}
                    data-testid="history-reload"
                    onClick={() => void history.refetch()}
                  />
                </Space>
                <Table<JobTriggerRecordRow>
                  rowKey="id"
                  size="small"
                  loading={history.isLoading}
                  dataSource={history.data?.items ?? []}
                  columns={historyColumns}
                  onRow={(r) => ({ 'data-testid': `record-${r.jobId}` }) as HTMLAttributes<HTMLElement>}
                />
              </>
            ),
          },
          {
            key: 'cluster',
            label: t('job.tabs.cluster'),
            children: (
              <Table<JobClusterRow>
                rowKey="clusterId"
                size="small"
                loading={cluster.isLoading}
                dataSource={cluster.data ?? []}
                columns={clusterColumns}
                pagination={false}
              />
            ),
          },
        ]}
      />
      {editing && (
        <TriggerDrawer
          jobId={editing.jobId}
          trigger={editing.trigger}
          timeZone={zone}
          onClose={(saved) => {
            setEditing(null);
            // The list shows the saved cron and next fire at once, not at the next reload.
            if (saved) void queryClient.invalidateQueries({ queryKey: jobKeys.all });
          }}
        />
      )}
    </Card>
  );
}
