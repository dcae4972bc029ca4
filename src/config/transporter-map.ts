/** The transporter real-time position screens (core spec §2 dashboards) and the call behind their map. */

/** Route of the map with its list of transporters. */
export const TRANSPORTER_MAP_ROUTE = '/saas/business/transporterMap/index';
/** Last known positions of the transporters the caller may see: `data.list` of id, name, phone, plate_no, status, longitude, latitude, last_located_at. */
export const TRANSPORTER_POSITIONS_API = '/resource/transporters/positions';
/** Map zoom when a transporter is centred (1 shows all of China). */
export const TRANSPORTER_FOCUS_ZOOM = 6;
/** From this zoom on (a transporter centred, or the user zoomed in) the map names its regions. */
export const TRANSPORTER_MAP_LABEL_MIN_ZOOM = 2;
/** Map name passed to echarts' registerMap. */
export const CHINA_MAP_NAME = 'china';
