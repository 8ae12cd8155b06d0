package battleledger.kernel.state;

import battleledger.kernel.model.Life;

/**
 * Hit points and where a creature stands between life and death (001 › Damage and Dying).
 *
 * @param hp           current hit points (negative while dying)
 * @param life         alive, knocked out (0 hit points from a nonlethal attack), dying, stable or dead
 * @param deathSaves   successful death saving throws so far ("These successes need not be consecutive")
 * @param hitDiceSpent Hit Dice spent since the last long rest
 */
public record Vitals(int hp, Life life, int deathSaves, int hitDiceSpent) {

    public static Vitals full(int hp) {
        return new Vitals(hp, Life.ALIVE, 0, 0);
    }

    public Vitals withHp(int newHp) {
        return new Vitals(newHp, life, deathSaves, hitDiceSpent);
    }

    public Vitals withLife(Life newLife) {
        return new Vitals(hp, newLife, newLife == Life.DYING ? deathSaves : 0, hitDiceSpent);
    }

    public Vitals withDeathSaves(int n) {
        return new Vitals(hp, life, n, hitDiceSpent);
    }

    public Vitals withHitDiceSpent(int n) {
        return new Vitals(hp, life, deathSaves, n);
    }
}
