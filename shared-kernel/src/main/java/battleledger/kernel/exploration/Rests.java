package battleledger.kernel.exploration;

import battleledger.kernel.setup.Setup;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.combat.Damage;
import battleledger.kernel.command.SetupCommand.EndCombat;
import battleledger.kernel.command.SetupCommand.LongRest;
import battleledger.kernel.command.SetupCommand.ShortRest;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.SetupEvent.CombatEnded;
import battleledger.kernel.event.SetupEvent.LongRestTaken;
import battleledger.kernel.event.SetupEvent.ShortRestTaken;
import battleledger.kernel.event.VitalsEvent.HitDiceSpent;
import battleledger.kernel.event.VitalsEvent.Rested;
import battleledger.kernel.model.Ability;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.List;
import java.util.Map;

/** The time between fights: ending combat, short and long rests (001 › Damage and Dying › Resting). */
public final class Rests {

    private Rests() {
    }

    public static void endCombat(Decision d, EndCombat c) {
        Setup.gmOnly(d, "EndCombat");
        if (d.battle().phase() != Battle.Phase.COMBAT) {
            throw RuleViolation.conflict("combat-not-started", Playtest.COMBAT_SEQUENCE, "there is no combat to end");
        }
        d.emit(new CombatEnded(d.step(), d.by()));
        battleledger.kernel.spell.Durations.expireByTheClock(d); // the last round's 6 seconds
    }

    /**
     * "Certain abilities and items, such as a healer's kit, allow you to spend one or more of your Hit Dice during a
     * short rest, up to your maximum number of Hit Dice. For each Hit Die you spend in this way, roll the die and add
     * to it your Constitution modifier. You regain hit points equal to the total."
     * <p>Cites {@code Playtest.SHORT_REST}.
     */
    public static void shortRest(Decision d, ShortRest c) {
        Setup.gmOnly(d, "ShortRest");
        outOfCombat(d);
        for (Map.Entry<String, Integer> spend : c.spend().entrySet()) {
            Combatant who = d.combatant(spend.getKey(), "spend");
            int available = who.stats().level() - who.vitals().hitDiceSpent();
            if (spend.getValue() < 0 || spend.getValue() > available) {
                throw RuleViolation.conflict("no-hit-dice", Playtest.RESTING, who.stats().name() + " has "
                        + available + " Hit Dice left, not " + spend.getValue());
            }
            if (who.dead()) {
                throw RuleViolation.conflict("dead", Playtest.DEAD, who.stats().name() + " is dead");
            }
        }
        boolean spending = c.spend().values().stream().anyMatch(n -> n > 0);
        if (spending && !c.healersKit()) {
            throw RuleViolation.illegal("needs-healers-kit", Playtest.RESTING,
                    "spending Hit Dice in a short rest takes a healer's kit or an ability that allows it");
        }
        d.emit(new ShortRestTaken(d.step(), d.by(), c.spend(), c.healersKit()));
        for (Map.Entry<String, Integer> spend : c.spend().entrySet()) {
            if (spend.getValue() == 0) {
                continue;
            }
            Combatant who = d.battle().combatant(spend.getKey());
            d.emit(new HitDiceSpent(d.step(), who.id(), spend.getValue()));
            for (int i = 0; i < spend.getValue(); i++) {
                Roll roll = d.roll(who.id(), "hit die", DiceExpression.of(1, who.stats().hitDie()),
                        List.of(new Modifier("con", who.stats().modifier(Ability.CON))), Playtest.RESTING);
                Damage.heal(d, who.id(), "Hit Die", roll, Math.max(0, roll.total()));
            }
        }
        GameClock.timePassed(d); // "A short rest is a period of downtime, about 10 minutes long"
    }

    /**
     * "You must have at least 1 hit point to take a long rest. At the end of the rest, you regain all your hit points
     * and Hit Dice." The rest covers the named creatures, or everyone with at least 1 hit point.
     */
    public static void longRest(Decision d, LongRest c) {
        Setup.gmOnly(d, "LongRest");
        outOfCombat(d);
        List<String> resting = LongRests.who(d, c.combatants());
        for (String id : resting) {
            GameClock.oneLongRestADay(d.battle(), d.battle().combatant(id));
        }
        d.emit(new LongRestTaken(d.step(), d.by(), c.combatants()));
        for (String id : resting) {
            Combatant who = d.battle().combatant(id);
            d.emit(new Rested(d.step(), id, "long", who.hp(), who.stats().hp()));
        }
        GameClock.timePassed(d); // the 8 hours passed for those who could not rest too
    }

    static void outOfCombat(Decision d) {
        if (d.battle().phase() == Battle.Phase.COMBAT) {
            throw RuleViolation.conflict("in-combat", Playtest.RESTING, "rests are taken out of combat; end it first");
        }
    }
}
