package battleledger.kernel.combat;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.Defend;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.decision.Owed;
import battleledger.kernel.event.AttackEvent.DefenceRolled;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Situation;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.ruleset.Ruleset;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Harm;
import battleledger.kernel.state.Offer;

import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * A defence against a harmful action that struck home, for a ruleset that has one (Dragonbane core rules ›
 * Parrying, Dodging; {@link Ruleset#offersDefence}): the battle offers the target a reaction and waits, as for any
 * reaction ({@link Reactions}); {@code Defend} rolls the defence through the ruleset and, when it fails,
 * {@code PassReaction} or a failed defence lets the harm land. What lands is looked up by the harm's kind in
 * {@link #LANDINGS}: an attack's damage, rolled as it lands; a spell's damage, rolled as it was cast (an area
 * spell dodged, not parried: 004 › Area of Effect; a single-target one parried or dodged as it allows: 004 ›
 * Rolling a Dragon).
 */
public final class Defences {

    /** What lands when a defence fails or is passed, by the harm's kind. */
    static final Map<String, BiConsumer<Decision, Offer>> LANDINGS = Map.of(Harm.ATTACK, Defences::landAttack,
            Harm.SPELL, Defences::landSpell);

    private Defences() {
    }

    /**
     * Offers {@code targetId} a defence against {@code harm} by {@code against}, and says whether it did: not when
     * the ruleset has none, the target cannot act, or a Dusk sequence is resolving (its actions resolve one after
     * the other without waiting: the harm lands at once).
     */
    public static boolean offer(Decision d, String targetId, String against, Harm harm) {
        return offer(d, targetId, against, harm, null);
    }

    /**
     * As {@link #offer(Decision, String, String, Harm)}, citing {@code cited} (the rule that lets this harm be
     * defended, such as 004 › Area of Effect for a spell) rather than the ruleset's defence rule, when given.
     */
    public static boolean offer(Decision d, String targetId, String against, Harm harm,
                                battleledger.kernel.rules.Rule cited) {
        Battle b = d.battle();
        Combatant target = b.combatant(targetId);
        if (target == null || target.incapacitated() || target.surprised() || target.away() || b.sequence() != null) {
            return false;
        }
        battleledger.kernel.rules.Rule rule = d.ruleset().offersDefence(target);
        if (rule == null) {
            return false;
        }
        d.emit(new DefenceOffered(d.step(), targetId, against, harm.kind(), harm.source(), harm.dragon(),
                harm.parry(), harm.pending(), (cited == null ? rule : cited).citation(), harm.amount()));
        return true;
    }

    /** {@code Defend}: the defence the battle offers the actor, rolled; the harm lands unless it held. */
    public static void defend(Decision d, Defend c) {
        Offer offer = Reactions.asked(d, c.actor());
        if (offer.harm() == null) {
            throw RuleViolation.conflict("no-defence-offered", Playtest.REACTIONS, "the battle offers "
                    + c.actor() + " " + offer.reaction() + " against " + offer.against() + ", not a defence");
        }
        Combatant defender = d.battle().combatant(c.actor());
        Acting.ableToAct(defender, "defend");
        if ("parry".equals(c.defence()) && c.weapon() != null && Hands.dropped(d.battle(), defender, c.weapon())) {
            throw RuleViolation.conflict("weapon-dropped", battleledger.kernel.rules.Playtest.USE_AN_ITEM,
                    defender.stats().name() + "'s " + c.weapon() + " lies on the ground: it parries nothing");
        }
        d.emit(new battleledger.kernel.event.IntentEvent.DefenceDeclared(d.step(), d.by(), c.actor(), c.defence(),
                c.weapon()));
        Ruleset.Defence rolled = d.ruleset().defend(d.dice(), defender, c.defence(), c.weapon(), offer.harm(),
                actionLeft(d.battle(), defender));
        d.emit(new DefenceRolled(d.step(), c.actor(), offer.against(), c.defence(),
                "parry".equals(c.defence()) ? c.weapon() : null, rolled.roll(), rolled.held(),
                rolled.rule().citation()));
        if (!rolled.held()) {
            land(d, offer);
        }
        d.owe(new Owed.ReactionAnswered());
    }

    /** The harm of a defence offer lands: the defence failed or was passed. */
    public static void land(Decision d, Offer offer) {
        BiConsumer<Decision, Offer> landing = LANDINGS.get(offer.harm().kind());
        if (landing == null) {
            throw new IllegalStateException("nothing lands a harm of kind " + offer.harm().kind());
        }
        landing.accept(d, offer);
    }

    /** An attack's damage: the weapon's dice, a Dragon's doubled (the ruleset's critical). */
    static void landAttack(Decision d, Offer offer) {
        Combatant attacker = d.battle().combatant(offer.against());
        if (attacker == null) {
            return;
        }
        AttackProfile weapon = Attacks.profile(attacker, offer.harm().source());
        Strikes.damage(d, new Strikes.Strike(offer.against(), offer.reactor(), weapon, offer.harm().parry(),
                Situation.OPEN, false, false), offer.harm().dragon());
    }

    /**
     * A spell's damage, rolled once as it was cast and carried by the offer: it lands on the target unreduced, as a
     * spell's damage does when it is not dodged (004 › Area of Effect).
     */
    static void landSpell(Decision d, Offer offer) {
        Integer amount = offer.harm().amount();
        if (amount == null || d.battle().combatant(offer.reactor()) == null) {
            return;
        }
        Damage.deal(d, offer.reactor(), new Damage.Blow(offer.against(), "magic", null, amount, false, true));
    }

    /**
     * Whether the defender still has the action a defence would take: its turn has not come yet this round, or it is
     * its turn and it has not acted, and it has not reacted since its last turn began.
     */
    static boolean actionLeft(Battle b, Combatant c) {
        if (!c.reactionAvailable()) {
            return false;
        }
        if (c.id().equals(b.turn())) {
            return !b.economy().actionUsed();
        }
        List<String> order = b.order();
        return order.indexOf(c.id()) > order.indexOf(b.turn());
    }
}
