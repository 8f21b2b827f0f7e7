import { caseManagement, fillTemplate } from '@pathways/content';
import { staffRoles } from '@pathways/schemas';
import type { ReactNode } from 'react';
import type { ListedUser, ManagedUser, StaffRole } from '@pathways/schemas';
import {
  ErrorSummary,
  formIds,
  schemaOf,
  Select,
  SubmitButton,
  TextInput,
  usePortalForm,
} from '@/components/form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangeUserRole, useInviteStaff, useSetUserActive, useUsers } from '../api/staff';
import { DataTable, type Column } from '@/components/portal/data-table';
import { CaseloadMoveSection } from './caseload-move-section';
import { ErrorText, Field, PageIntro, Section, fieldClass } from '@/components/portal/parts';
import { UserActiveButton } from './user-active-button';

const text = caseManagement.users;
const caseWorkersText = caseManagement.caseWorkers;
const emptyInvite = { fullName: '', email: '', username: '', role: 'caseWorker' as StaffRole };
const inviteStaffSchema = schemaOf('inviteStaffSchema');
const inviteId = formIds('invite-staff');
const inviteFields = ['fullName', 'email', 'username', 'role'] as const;
const roleOptions = [
  { value: 'caseWorker', label: text.roles.caseWorker },
  { value: 'admin', label: text.roles.admin },
];

const staffRoleOptions = staffRoles.map((role) => ({ value: role, label: text.roles[role] }));

const isStaffRole = (role: ManagedUser['role']): role is StaffRole =>
  (staffRoles as readonly string[]).includes(role);

/**
 * A staff account's role as a menu (case worker or admin); clients and employers keep theirs, which
 * comes from how they joined, so it is shown as text.
 */
function RoleCell({ user, onChange }: { user: ManagedUser; onChange: (role: StaffRole) => void }) {
  if (!isStaffRole(user.role)) return <>{text.roles[user.role]}</>;
  return (
    <Select
      id={`user-role-${user.id}`}
      label={fillTemplate(text.roleOf, { username: user.username })}
      labelHidden
      placeholder={false}
      options={staffRoleOptions}
      value={user.role}
      onChange={(event) => {
        const role = staffRoles.find((option) => option === event.target.value);
        if (role) onChange(role);
      }}
    />
  );
}

function userColumns({
  withCaseload,
  onRole,
  onActive,
}: {
  withCaseload: boolean;
  onRole: (user: ListedUser, role: StaffRole) => void;
  onActive: (user: ListedUser) => ReactNode;
}): Column<ListedUser>[] {
  const columns: (Column<ListedUser> | null)[] = [
    {
      id: 'name',
      header: text.columns.name,
      cell: (user) => (
        <>
          <p className="font-semibold text-slate-900">{user.fullName}</p>
          <p className="text-sm text-slate-700">
            {user.username} · {user.email}
          </p>
        </>
      ),
    },
    {
      id: 'role',
      header: text.columns.role,
      cell: (user) => <RoleCell user={user} onChange={(role) => onRole(user, role)} />,
    },
    withCaseload
      ? { id: 'caseload', header: caseWorkersText.caseload, cell: (user) => user.caseloadSize }
      : null,
    {
      id: 'state',
      header: text.columns.state,
      cell: (user) => (
        <Badge tone={user.deactivatedAt ? 'danger' : 'success'}>
          {user.deactivatedAt ? text.deactivated : text.active}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: text.deactivate,
      headerHidden: true,
      cell: (user) => onActive(user),
    },
  ];
  return columns.filter((column): column is Column<ListedUser> => column !== null);
}

/**
 * Admin › Users: invite staff, change a staff member's role, deactivate and reactivate accounts.
 * With `onlyRole="caseWorker"` it is Admin › Case Workers: only case workers, each with the size of
 * their caseload.
 */
export function UsersPage({ onlyRole }: { onlyRole?: 'caseWorker' }) {
  const page = onlyRole ? caseWorkersText : text;
  useDocumentTitle(page.title);
  const users = useUsers(onlyRole);
  const invite = useInviteStaff();
  const setActive = useSetUserActive();
  const changeRole = useChangeUserRole();
  const inviteForm = usePortalForm({
    schema: inviteStaffSchema,
    defaultValues: emptyInvite,
    fieldOrder: inviteFields,
    idOf: inviteId,
    mutation: invite,
    toVariables: (values) => values,
    messages: { failureTitle: text.inviteFailed, success: text.inviteSent },
  });
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={page.title} intro={page.intro} />
      <Section title={text.invite}>
        <form
          noValidate
          aria-label={text.invite}
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => void inviteForm.onSubmit(event)}
        >
          <div className="sm:col-span-2">
            <ErrorSummary {...inviteForm.summaryProps()} />
          </div>
          <TextInput
            label={text.fullName}
            error={inviteForm.errors.fullName?.message}
            {...inviteForm.field.text('fullName')}
          />
          <TextInput
            label={text.email}
            type="email"
            error={inviteForm.errors.email?.message}
            {...inviteForm.field.text('email')}
          />
          <TextInput
            label={text.username}
            error={inviteForm.errors.username?.message}
            {...inviteForm.field.text('username')}
          />
          <Select
            label={text.role}
            options={roleOptions}
            error={inviteForm.errors.role?.message}
            {...inviteForm.field.text('role')}
          />
          <SubmitButton
            pending={inviteForm.pending}
            pendingLabel={text.sending}
            className="self-end"
          >
            {text.send}
          </SubmitButton>
        </form>
        {invite.data ? (
          <div role="status" className="mt-4 rounded-lg bg-emerald-50 p-4">
            <Field label={text.invited}>
              {(id) => (
                <input
                  id={id}
                  readOnly
                  className={fieldClass}
                  value={invite.data.invitation.link}
                />
              )}
            </Field>
          </div>
        ) : null}
      </Section>
      {users.isPending ? <p role="status">{caseManagement.clients.loading}</p> : null}
      <ErrorText error={users.error} />
      <DataTable
        caption={page.title}
        columns={userColumns({
          withCaseload: onlyRole !== undefined,
          onRole: (user, role) => changeRole.mutate({ id: user.id, role }),
          onActive: (user) => (
            <UserActiveButton
              user={user}
              pending={setActive.isPending && setActive.variables.id === user.id}
              error={setActive.variables?.id === user.id ? setActive.error : null}
              onSetActive={(active, done) =>
                setActive.mutate({ id: user.id, active }, { onSuccess: done })
              }
            />
          ),
        })}
        rows={rows}
        rowKey={(user) => user.id}
      />
      <ErrorText error={setActive.error} />
      <ErrorText error={changeRole.error} />
      {changeRole.isSuccess ? (
        <p role="status" className="text-sm text-slate-700">
          {fillTemplate(text.roleChanged, { username: changeRole.data.username })}
        </p>
      ) : null}
      {onlyRole ? <CaseloadMoveSection caseWorkers={rows} /> : null}
      {users.hasNextPage ? (
        <Button variant="secondary" onClick={() => void users.fetchNextPage()}>
          {text.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
