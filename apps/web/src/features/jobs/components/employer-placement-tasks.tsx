import { Section } from '@/components/portal/parts';
import { useEmployerPlacementTasks } from '../api/fair-chance';
import { PlacementTasksList } from './placement-tasks-list';
import { text } from './options';

/** Employer › Applications: the hires' incentive deadlines (WOTC Form 8850, Federal Bonding). */
export function EmployerPlacementTasks() {
  const tasks = useEmployerPlacementTasks();
  return (
    <Section title={text.fairChance.tasksTitle}>
      {tasks.data ? <PlacementTasksList tasks={tasks.data.tasks} /> : null}
    </Section>
  );
}
