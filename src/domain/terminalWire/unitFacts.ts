/** Facts of a unit that the terminal's answers carry as they are stored (D2 §3 Container): one shape for the mock's records and the wire. */

/** Out-of-gauge overhangs (D2 §3 od), in centimetres. */
export interface Oog {
  topCm: number;
  frontCm: number;
  backCm: number;
  leftCm: number;
  rightCm: number;
}

/** A reefer's set temperature (°C) and type. */
export interface Reefer {
  tempReqC: number;
  rfrType: string;
}
