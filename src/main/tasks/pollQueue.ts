/**
 * The scheduler's queue: a binary min-heap of jobs ordered by next poll time, with an
 * index by id so a job can be rescheduled or removed in O(log n).
 */
export interface QueuedJob {
  id: string;
  dueAt: number;
}

export class PollQueue<J extends QueuedJob> {
  private heap: J[] = [];
  private positions = new Map<string, number>();

  get size(): number {
    return this.heap.length;
  }

  has(id: string): boolean {
    return this.positions.has(id);
  }

  get(id: string): J | undefined {
    const position = this.positions.get(id);
    return position === undefined ? undefined : this.heap[position];
  }

  peek(): J | undefined {
    return this.heap[0];
  }

  /** Adds the job, or moves it if one with the same id is queued. */
  push(job: J): void {
    this.remove(job.id);
    this.heap.push(job);
    this.positions.set(job.id, this.heap.length - 1);
    this.up(this.heap.length - 1);
  }

  pop(): J | undefined {
    const top = this.heap[0];
    if (top) this.remove(top.id);
    return top;
  }

  remove(id: string): J | undefined {
    const position = this.positions.get(id);
    if (position === undefined) return undefined;
    const job = this.heap[position] as J;
    const last = this.heap.pop() as J;
    this.positions.delete(id);
    if (position < this.heap.length) {
      this.heap[position] = last;
      this.positions.set(last.id, position);
      this.down(position);
      this.up(position);
    }
    return job;
  }

  values(): J[] {
    return [...this.heap];
  }

  private swap(a: number, b: number): void {
    const first = this.heap[a] as J;
    const second = this.heap[b] as J;
    this.heap[a] = second;
    this.heap[b] = first;
    this.positions.set(second.id, a);
    this.positions.set(first.id, b);
  }

  private up(index: number): void {
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if ((this.heap[parent] as J).dueAt <= (this.heap[child] as J).dueAt) return;
      this.swap(parent, child);
      child = parent;
    }
  }

  private down(index: number): void {
    let parent = index;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let smallest = parent;
      if (
        left < this.heap.length &&
        (this.heap[left] as J).dueAt < (this.heap[smallest] as J).dueAt
      )
        smallest = left;
      if (
        right < this.heap.length &&
        (this.heap[right] as J).dueAt < (this.heap[smallest] as J).dueAt
      )
        smallest = right;
      if (smallest === parent) return;
      this.swap(parent, smallest);
      parent = smallest;
    }
  }
}
