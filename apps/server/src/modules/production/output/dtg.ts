/** The DTG print output of one piece and placement: the PNG, the GTX settings XML and the GTX4CMD arguments. */
export {
  type BrotherTemplateSpec,
  DtgOutputError,
  type DtgOutputErrorKind,
  type PlacementSpec,
} from './brother-template.ts';
export { renderDtgPng } from './dtg-png.ts';
export { gtx4cmdPrintArgs, gtxSettingsXml } from './gtx4cmd.ts';
