import { caseManagement, fillTemplate } from '@pathways/content';
import { staffRoles } from '@pathways/schemas';
import type { ManagedUser, StaffRole } from '@pathways/schemas';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangeUserRole, useInviteStaff, useSetUserActive, useUsers } from '../api/staff';
import { ErrorText, Field, PageIntro, Section, fieldClass } from '@/components/portal/parts';

const text = caseManagement.users;
const caseWorkersText = caseManagement.caseWorkers;
const emptyInvite = { fullName: '', email: '', username: '', role: 'caseWorker' as StaffRole };

const isStaffRole = (role: ManagedUser['role']): role is StaffRole =>
  (staffRoles as readonly string[]).includes(role);

/**
 * A staff account's role as a menu (case worker or admin); clients and employers keep theirs, which
 * comes from how they joined, so it is shown as text.
 */
function RoleCell({ user, onChange }: { user: ManagedUser; onChange: (role: StaffRole) => void }) {
  if (!isStaffRole(user.role)) return <>{text.roles[user.role]}</>;
  return (
    <select
      aria-label={fillTemplate(text.roleOf, { username: user.username })}
      className={fieldClass}
      value={user.role}
      onChange={(event) => {
        const role = staffRoles.find((option) => option === event.target.value);
        if (role) onChange(role);
      }}
    >
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {text.roles[role]}
        </option>
      ))}
    </select>
  );
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
  const [form, setForm] = useState(emptyInvite);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  const input = (name: 'fullName' | 'email' | 'username', label: string, type = 'text') => (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          required
          className={fieldClass}
          value={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={page.title} intro={page.intro} />
      <Section title={text.invite}>
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            invite.mutate(form, { onSuccess: () => setForm(emptyInvite) });
          }}
        >
          {input('fullName', text.fullName)}
          {input('email', text.email, 'email')}
          {input('username', text.username)}
          <Field label={text.role}>
            {(id) => (
              <select
                id={id}
                className={fieldClass}
                value={form.role}
                onChange={(event) =>
                  setForm({
                    ...form,
                    role: event.target.value === 'admin' ? 'admin' : 'caseWorker',
                  })
                }
              >
                <option value="caseWorker">{text.roles.caseWorker}</option>
                <option value="admin">{text.roles.admin}</option>
              </select>
            )}
          </Field>
          <Button type="submit" className="self-end" disabled={invite.isPending}>
            {text.send}
          </Button>
        </form>
        <ErrorText error={invite.error} />
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
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">{page.title}</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {text.columns.name}
              </th>
              <th scope="col" className="px-3 py-2">
                {text.columns.role}
              </th>
              {onlyRole ? (
                <th scope="col" className="px-3 py-2">
                  {caseWorkersText.caseload}
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2">
                {text.columns.state}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{text.deactivate}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((user) => (
              <tr key={user.id} className="border-t border-slate-200">
                <td className="px-3 py-3">
                  <p className="font-semibold text-slate-900">{user.fullName}</p>
                  <p className="text-sm text-slate-700">
                    {user.username} · {user.email}
                  </p>
                </td>
                <td className="px-3 py-3 text-sm">
                  <RoleCell
                    user={user}
                    onChange={(role) => changeRole.mutate({ id: user.id, role })}
                  />
                </td>
                {onlyRole ? <td className="px-3 py-3 text-sm">{user.caseloadSize}</td> : null}
                <td className="px-3 py-3">
                  <Badge tone={user.deactivatedAt ? 'danger' : 'success'}>
                    {user.deactivatedAt ? text.deactivated : text.active}
                  </Badge>
                </td>
                <td className="px-3 py-3">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${user.deactivatedAt ? text.reactivate : text.deactivate} ${user.username}`}
                    onClick={() =>
                      setActive.mutate({ id: user.id, active: user.deactivatedAt !== null })
                    }
                  >
                    {user.deactivatedAt ? text.reactivate : text.deactivate}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ErrorText error={setActive.error} />
      <ErrorText error={changeRole.error} />
      {changeRole.isSuccess ? (
        <p role="status" className="text-sm text-slate-700">
          {fillTemplate(text.roleChanged, { username: changeRole.data.username })}
        </p>
      ) : null}
      {users.hasNextPage ? (
        <Button variant="secondary" onClick={() => void users.fetchNextPage()}>
          {text.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
