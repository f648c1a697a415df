import { projectSchema } from '@site/shared';
import { ResourceScreen } from '../../../ui/ResourceScreen';

/** /other-definitions/projects: the complex's projects with dates and budget. */
export default function ProjectsScreen() {
  return (
    <ResourceScreen
      resource="projects"
      basePath="/other-definitions/projects"
      title="menu.otherDefinitions.projects"
      schema={projectSchema}
      defaults={{ is_active: true }}
      columns={[
        { key: 'name', title: 'projects.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'starts_on', title: 'projects.fields.starts_on', sortKey: 'starts_on', render: 'date' },
        { key: 'ends_on', title: 'projects.fields.ends_on', sortKey: 'ends_on', render: 'date' },
        { key: 'amount', title: 'projects.fields.amount', sortKey: 'amount', render: 'money' },
        { key: 'is_active', title: 'common.active', sortKey: 'is_active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: 'projects.fields.name', kind: 'text', required: true, span: 24 },
        { name: 'starts_on', label: 'projects.fields.starts_on', kind: 'date' },
        { name: 'ends_on', label: 'projects.fields.ends_on', kind: 'date' },
        { name: 'amount', label: 'projects.fields.amount', kind: 'money' },
        { name: 'is_active', label: 'common.active', kind: 'flag' },
        { name: 'description', label: 'projects.fields.description', kind: 'textarea', span: 24 },
      ]}
    />
  );
}
