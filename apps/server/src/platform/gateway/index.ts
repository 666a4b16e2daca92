export { findGatewayCommand, registerGatewayCommand, type GatewayCommand, type GatewayHandler } from './commands';
export { issuePortalCredentials, newAnonymousId, type PortalCredentials, type PortalIdentity } from './credentials';
export { parseCommandData } from './data';
export { keptReply } from './keptReplies';
export { gatewayFailure, gatewayOk, SerializedData, sendSerialized } from './reply';
export { gatewayAction, gatewayRoute } from './route';
export { encodedRow, serializedRows } from './rowsReply';
export { PortalSessionStore, type PortalSession } from './session';
export { acceptEnvelope, checkEnvelope, clockSkewSeconds, nonceSeconds, requireCustomer, verifyEnvelope, type VerifiedCall } from './verify';
