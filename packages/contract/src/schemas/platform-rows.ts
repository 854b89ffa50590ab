/**
 * What the platform's server-information and open-access screens read (admin-net-contract §10
 * sysServer, sysOpenAccess), typed once: the server's services return these and the console's
 * clients read them.
 */

/** sysServer/serverBase: the machine, the process and the database. */
export interface ServerBase {
  hostName: string;
  systemOs: string;
  osArchitecture: string;
  processorCount: number;
  cpuModel: string;
  /** Seconds the machine has been up. */
  sysRunTime: number;
  /** Seconds this server process has been up. */
  processRunTime: number;
  startTime: string;
  nodeVersion: string;
  frameworkDescription: string;
  databaseKind: 'pglite' | 'pg';
  databaseVersion: string;
  pid: number;
  timeZone: string;
  environment: string;
}

/** sysServer/serverUsed: load and memory now. */
export interface ServerUsed {
  cpuRate: number;
  loadAverage: number[];
  totalRam: number;
  usedRam: number;
  freeRam: number;
  ramRate: number;
  processRss: number;
  heapUsed: number;
  heapTotal: number;
  processRunTime: number;
}

/** sysServer/serverDisk: one mounted file system. */
export interface ServerDisk {
  diskName: string;
  typeName: string;
  totalSize: number;
  used: number;
  availableFreeSpace: number;
  availablePercent: number;
}

/** sysServer/assemblyList: one runtime package and its version. */
export interface Assembly {
  name: string;
  version: string;
}

/** One open-access key (sysOpenAccess/page): never the secret. */
export interface OpenAccessRow {
  id: number;
  accessKey: string;
  bindTenantId: number;
  bindTenantName: string | null;
  bindUserId: number;
  bindUserAccount: string | null;
  remark: string | null;
  status: number;
  createTime: string;
  createUserName: string | null;
  updateTime: string | null;
}

/** A key just issued or regenerated: the secret is shown this once. */
export interface IssuedKey {
  id: number;
  accessKey: string;
  /** Shown once: not retrievable afterwards. */
  accessSecret: string;
}
