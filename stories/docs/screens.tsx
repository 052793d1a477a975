import { AnchorMdx, Markdown } from '@storybook/addon-docs/blocks';
import type { InitialEntry } from 'react-router-dom';
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';

interface StoryExport {
  name?: string;
  args?: { path?: InitialEntry; post?: Record<string, string> };
  globals?: { viewport?: { value?: string } };
  parameters?: { docs?: { description?: { story?: string } } };
}

interface ScreenModule {
  default: { title: string; parameters?: { docs?: { description?: { component?: string } } } };
  [exportName: string]: unknown;
}

// The screen stories themselves, read (not rendered: each would start the whole app against one shared mock shop).
const modules = import.meta.glob<ScreenModule>('../screens/*.stories.tsx', { eager: true });

const pathOf = (entry: InitialEntry | undefined) =>
  entry === undefined
    ? '/'
    : typeof entry === 'string'
      ? entry
      : `${entry.pathname ?? ''}${entry.search ?? ''}`;

/** Every screen: the route its comment names, and its states, each a link to the story. */
export function ScreenList() {
  const screens = Object.values(modules)
    .map((module) => {
      const title = module.default.title;
      // Storybook's csf plugin lists a file's stories in the order written; without it, every named object export
      const exportNames =
        (module.__namedExportsOrder as string[] | undefined) ??
        Object.keys(module).filter((name) => isExportStory(name, {}) && name !== 'default');
      const states = exportNames
        .map((exportName) => [exportName, module[exportName]] as const)
        .filter(([, value]) => typeof value === 'object' && value !== null)
        .map(([exportName, value]) => {
          const story = value as StoryExport;
          const name = story.name ?? storyNameFromExport(exportName);
          return {
            id: toId(title, storyNameFromExport(exportName)),
            name,
            path: pathOf(story.args?.path),
            posted: Boolean(story.args?.post),
            phone: story.globals?.viewport?.value === 'mobile',
            description: story.parameters?.docs?.description?.story,
          };
        });
      return { title, description: module.default.parameters?.docs?.description?.component, states };
    })
    .sort((a, b) => a.title.localeCompare(b.title));

  return (
    <>
      {screens.map((screen) => (
        <section key={screen.title}>
          <h2 id={toId(screen.title, 'overview')}>{screen.title.replace(/^Screens\//, '')}</h2>
          {screen.description && <Markdown>{screen.description}</Markdown>}
          <table>
            <thead>
              <tr>
                <th>State</th>
                <th>Opens at</th>
                <th>What it shows</th>
              </tr>
            </thead>
            <tbody>
              {screen.states.map((state) => (
                <tr key={state.id}>
                  <td>
                    {/* Storybook's own link: it moves the manager to the story rather than loading a page */}
                    <AnchorMdx href={`?path=/story/${state.id}`} target="_self">
                      {state.name}
                    </AnchorMdx>
                  </td>
                  <td>
                    <code>{state.path}</code>
                    {state.posted && ' (a form posted without scripts)'}
                    {state.phone && ' at 360 px'}
                  </td>
                  <td>{state.description ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
