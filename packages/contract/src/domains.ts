import { baseDataContract } from './baseData/index.ts';
import type { ContractDomain } from './domain.ts';
import { factorySettingsContract } from './factorySettings/index.ts';
import { ordersContract } from './orders/index.ts';
import { productionContract } from './production/index.ts';
import { productionDataContract } from './productionData/index.ts';
import { sysCodeGenContract } from './sysCodeGen/index.ts';
import { sysFormDesContract } from './sysFormDes/index.ts';
import { sysJobContract } from './sysJob/index.ts';
import { sysPluginContract } from './sysPlugin/index.ts';
import { sysPrintContract } from './sysPrint/index.ts';
import { workforceContract } from './workforce/index.ts';

/**
 * The business domains of the contract, one line each (their folders hold the rest). The
 * platform's own rows stay in errors.ts and constants/menu-titles.ts; the server's list of
 * domains is apps/server/src/modules/index.ts. Annotated, not inferred: a domain's resources
 * name error codes, and the codes' type is built from DOMAIN_ERRORS (domain-errors.ts).
 */
export const CONTRACT_DOMAINS: readonly ContractDomain[] = [
  baseDataContract,
  productionDataContract,
  factorySettingsContract,
  workforceContract,
  ordersContract,
  sysJobContract,
  productionContract,
  sysCodeGenContract,
  sysPluginContract,
  sysFormDesContract,
  sysPrintContract,
];
