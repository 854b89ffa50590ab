import { teamResource } from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Modal, Row, Table, Transfer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../../api/resource.ts';
import { type TeamUser, teamApi } from '../../../api/workforce.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

const userLabel = (u: TeamUser) => (u.realName ? `${u.realName} (${u.account})` : u.account);

/** The members dialog: a transfer from the tenant's users to the team; saving replaces the members. */
function MembersDialog({ team, users, onClose }: { team: ResourceRow; users: TeamUser[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string[]>(users.filter((u) => u.member).map((u) => String(u.id)));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await teamApi.setMembers(team.id, target.map(Number));
      void message.success(t('workforce.saved'));
      await queryClient.invalidateQueries({ queryKey: ['resource', teamResource.name] });
      await queryClient.invalidateQueries({ queryKey: ['workforce', 'teamUsers', team.id] });
      onClose();
    } catch {
      /* the request layer showed the server's message */
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('workforce.membersOf', { name: String(team.name) })}
      width={720}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Transfer
        data-testid="team-members-transfer"
        dataSource={users.map((u) => ({ key: String(u.id), title: userLabel(u), description: u.orgName ?? '' }))}
        titles={[t('workforce.allUsers'), t('workforce.teamUsers')]}
        targetKeys={target}
        onChange={(keys) => setTarget(keys.map(String))}
        render={(item) => item.title}
        showSearch
        filterOption={(input, item) => item.title.toLowerCase().includes(input.toLowerCase())}
        locale={{ searchPlaceholder: t('workforce.searchUser') }}
        listStyle={{ width: 310, height: 360 }}
      />
    </Modal>
  );
}

/** The members of the chosen team, with the "set members" button. */
function MembersPanel({ team }: { team: ResourceRow }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const usersQuery = useQuery({
    queryKey: ['workforce', 'teamUsers', team.id],
    queryFn: () => teamApi.userList(team.id),
  });
  const users = usersQuery.data ?? [];
  const members = users.filter((u) => u.member);
  return (
    <Card
      size="small"
      title={t('workforce.membersOf', { name: String(team.name) })}
      extra={
        <Auth value="team:setMembers">
          <Button type="primary" size="small" disabled={!usersQuery.data} onClick={() => setEditing(true)}>
            {t('workforce.editMembers')}
          </Button>
        </Auth>
      }
    >
      <Table<TeamUser>
        rowKey="id"
        size="small"
        loading={usersQuery.isLoading}
        dataSource={members}
        pagination={false}
        locale={{ emptyText: t('workforce.noMembers') }}
        columns={[
          { dataIndex: 'account', title: t('workforce.account') },
          { dataIndex: 'realName', title: t('workforce.realName') },
          { dataIndex: 'orgName', title: t('workforce.org') },
        ]}
      />
      {editing && <MembersDialog team={team} users={users} onClose={() => setEditing(false)} />}
    </Card>
  );
}

/**
 * Teams (menu team, component /workforce/team/index): the generic page of the declaration
 * (code, name, type, member count, status); clicking a team shows its members, which
 * "set members" replaces from the tenant's users (POST /api/team/setMembers).
 */
export default function TeamPage() {
  const { t } = useTranslation();
  const [team, setTeam] = useState<ResourceRow | null>(null);
  return (
    <Row gutter={[12, 12]} data-testid="team-page">
      <Col xs={24} xl={15}>
        <ResourcePage
          resource={teamResource}
          onRowClick={setTeam}
          activeRowId={team?.id ?? null}
          narrow
          defaultHidden={['remark', 'createTime', 'orderNo']}
        />
      </Col>
      <Col xs={24} xl={9}>
        {team ? (
          <MembersPanel key={team.id} team={team} />
        ) : (
          <Card size="small" title={t('workforce.members')}>
            <Empty description={t('workforce.selectTeam')} />
          </Card>
        )}
      </Col>
    </Row>
  );
}
