/** The agency's management view, also by login (byLogin.tsx). */
import ResourceShow from '../framework/ResourceShow';
import { byLogin } from './byLogin';

export default byLogin(ResourceShow, '/show');
