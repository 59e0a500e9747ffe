/**
 * Owns a song's lineage: which music submissions were made from which, as a tree rooted at
 * the first ancestor of the task in focus. Parents come from the request body as sent
 * (`task_id`, or `task_ids` for mashup), so the tree needs only the task list.
 */

export interface LineageSubmission {
  id: string;
  taskId: string | null;
  action: string;
  body: Record<string, unknown>;
  summary: string;
  status: string | null;
  createdAt: string;
}

export interface LineageNode {
  submission: LineageSubmission;
  /** Which track of the parent this was made from (1-based), when known. */
  fromAudioIndex: number | null;
  children: LineageNode[];
}

export function parentTaskIds(body: Record<string, unknown>): string[] {
  const parents: string[] = [];
  if (typeof body['task_id'] === 'string') parents.push(body['task_id']);
  if (Array.isArray(body['task_ids']))
    for (const id of body['task_ids']) if (typeof id === 'string') parents.push(id);
  return parents;
}

function audioIndexFrom(body: Record<string, unknown>, parentTaskId: string): number | null {
  if (body['task_id'] === parentTaskId)
    return typeof body['audio_index'] === 'number' ? body['audio_index'] : 1;
  if (Array.isArray(body['task_ids'])) {
    const position = body['task_ids'].indexOf(parentTaskId);
    const indexes = Array.isArray(body['audio_indexes']) ? body['audio_indexes'] : [];
    const value: unknown = indexes[position];
    return typeof value === 'number' ? value : 1;
  }
  return null;
}

/** The tree containing `focusTaskId`, from its oldest known ancestor; null when unknown. */
export function buildLineage(
  submissions: readonly LineageSubmission[],
  focusTaskId: string,
): LineageNode | null {
  const byTask = new Map<string, LineageSubmission>();
  for (const submission of submissions)
    if (submission.taskId) byTask.set(submission.taskId, submission);
  const focus = byTask.get(focusTaskId);
  if (!focus) return null;
  let root: LineageSubmission = focus;
  const climbed = new Set<string>([focusTaskId]);
  for (;;) {
    const parent: LineageSubmission | undefined = parentTaskIds(root.body)
      .map((id) => byTask.get(id))
      .find((each) => each !== undefined);
    if (!parent?.taskId || climbed.has(parent.taskId)) break;
    climbed.add(parent.taskId);
    root = parent;
  }
  const childrenOf = new Map<string, LineageSubmission[]>();
  for (const submission of submissions) {
    for (const parent of parentTaskIds(submission.body)) {
      const list = childrenOf.get(parent) ?? [];
      list.push(submission);
      childrenOf.set(parent, list);
    }
  }
  const grow = (
    submission: LineageSubmission,
    fromAudioIndex: number | null,
    path: Set<string>,
  ): LineageNode => {
    const taskId = submission.taskId;
    const children =
      taskId && !path.has(taskId)
        ? (childrenOf.get(taskId) ?? [])
            .slice()
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
            .map((child) =>
              grow(child, audioIndexFrom(child.body, taskId), new Set([...path, taskId])),
            )
        : [];
    return { submission, fromAudioIndex, children };
  };
  return grow(root, null, new Set());
}

/** Every node of the tree, depth first, with its depth (for a flat, indented rendering). */
export function flattenLineage(root: LineageNode): { node: LineageNode; depth: number }[] {
  const rows: { node: LineageNode; depth: number }[] = [];
  const visit = (node: LineageNode, depth: number) => {
    rows.push({ node, depth });
    for (const child of node.children) visit(child, depth + 1);
  };
  visit(root, 0);
  return rows;
}
