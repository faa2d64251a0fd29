/** The activation link's return path is part of the contracts that carry it. */
export { returnUrlParam } from "@investar/contract/parts/return-url";
