/** The agency's edit page, also by login (the legacy /shippingAgent/edit/{login}, byLogin.tsx). */
import ResourceEdit from '../framework/ResourceEdit';
import { byLogin } from './byLogin';

export default byLogin(ResourceEdit, '');
