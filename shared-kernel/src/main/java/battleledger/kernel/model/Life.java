package battleledger.kernel.model;

/**
 * Where a creature stands between life and death (001 › Damage and Dying): alive, knocked out (0 hit points from a
 * nonlethal attack), dying, stable or dead. A value both the state and the events use ({@code LifeChanged}).
 */
public enum Life { ALIVE, KNOCKED_OUT, DYING, STABLE, DEAD }
