// Counts of what the sandbox has seen, per API key, so tests can assert that a UI path
// sent nothing (or exactly one submit) without parsing logs.
export interface KeyStats {
  submits: number;
  accepted: number;
  statusReads: number;
  balanceReads: number;
}

export interface SandboxStats {
  requests: number;
  pricingReads: number;
  fileReads: number;
  unauthorized: number;
  byKey: Record<string, KeyStats>;
  /** Sums over all keys. */
  submits: number;
  accepted: number;
  statusReads: number;
  balanceReads: number;
}

export class RequestStats {
  private requests = 0;
  private pricingReads = 0;
  private fileReads = 0;
  private unauthorized = 0;
  private byKey = new Map<string, KeyStats>();

  private key(key: string): KeyStats {
    let stats = this.byKey.get(key);
    if (!stats) {
      stats = { submits: 0, accepted: 0, statusReads: 0, balanceReads: 0 };
      this.byKey.set(key, stats);
    }
    return stats;
  }

  request(): void {
    this.requests += 1;
  }
  pricing(): void {
    this.pricingReads += 1;
  }
  file(): void {
    this.fileReads += 1;
  }
  rejectedKey(): void {
    this.unauthorized += 1;
  }
  count(key: string, what: keyof KeyStats): void {
    this.key(key)[what] += 1;
  }

  snapshot(): SandboxStats {
    const byKey: Record<string, KeyStats> = {};
    const totals = { submits: 0, accepted: 0, statusReads: 0, balanceReads: 0 };
    for (const [key, stats] of this.byKey) {
      byKey[key] = { ...stats };
      for (const name of Object.keys(totals) as (keyof KeyStats)[]) totals[name] += stats[name];
    }
    return {
      requests: this.requests,
      pricingReads: this.pricingReads,
      fileReads: this.fileReads,
      unauthorized: this.unauthorized,
      byKey,
      ...totals,
    };
  }

  reset(): void {
    this.requests = 0;
    this.pricingReads = 0;
    this.fileReads = 0;
    this.unauthorized = 0;
    this.byKey.clear();
  }
}
