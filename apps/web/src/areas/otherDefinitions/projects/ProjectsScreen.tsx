import { projectSchema } from '@site/shared';
import { DefinitionScreen } from '../otherDefinitions/DefinitionScreen';

/** /other-definitions/projects: the complex's projects with dates and budget. */
export default function ProjectsScreen() {
  return (
    <DefinitionScreen
      resource="projects"
      basePath="/other-definitions/projects"
      title="menu.otherDefinitions.projects"
      i18n="projects"
      schema={projectSchema}
      columns={[
        { key: 'starts_on', title: 'projects.fields.starts_on', sortKey: 'starts_on', render: 'date' },
        { key: 'ends_on', title: 'projects.fields.ends_on', sortKey: 'ends_on', render: 'date' },
        { key: 'amount', title: 'projects.fields.amount', sortKey: 'amount', render: 'money' },
      ]}
      fields={[
        { name: 'starts_on', label: 'projects.fields.starts_on', kind: 'date' },
        { name: 'ends_on', label: 'projects.fields.ends_on', kind: 'date' },
        { name: 'amount', label: 'projects.fields.amount', kind: 'money' },
      ]}
      fieldsAfter={[{ name: 'description', label: 'projects.fields.description', kind: 'textarea', span: 24 }]}
    />
  );
}
