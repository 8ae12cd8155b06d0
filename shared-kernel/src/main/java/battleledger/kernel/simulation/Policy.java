package battleledger.kernel.simulation;

import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Situation;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Offer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The default policy of a simulated battle (issue 15), the same for every side. It proposes commands in order of
 * preference; the simulator takes the first one the decider accepts, so every rule applies and the policy never
 * needs to know them all:
 * <ol>
 *   <li>a reaction the battle waits for is taken when the reactor can (an opportunity attack, a readied action),
 *       passed otherwise;</li>
 *   <li>a creature that cannot act ends its turn;</li>
 *   <li>with its action unspent: the best area spell it can cast, when it catches more foes than friends
 *       ({@link Spells});</li>
 *   <li>then the nearest standing foe: attack it with the attack of the best expected damage if it is within reach
 *       (or range, for a ranged attack on a grid); otherwise close in (on a grid, cell by cell toward it; without
 *       one, a move into its reach) and attack;</li>
 *   <li>end the turn.</li>
 * </ol>
 */
public final class Policy {

    private Policy() {
    }

    /**
     * A command to try, and the decider's events for it when the policy already had it decided on this very state
     * (a trial of an area spell), so it need not be decided twice.
     */
    public record Choice(Submission submission, List<EncounterEvent> decided) {
    }

    /** The commands to try now, best first; empty when nobody has anything to do (the battle waits on no one). */
    public static List<Submission> candidates(EncounterState state) {
        return choices(state).stream().map(Choice::submission).toList();
    }

    /** As {@link #candidates}, with the decisions already made. */
    public static List<Choice> choices(EncounterState state) {
        Battle b = state.battle();
        List<Choice> choices = new ArrayList<>();
        List<Submission> out = new ArrayList<>();
        if (!b.offers().isEmpty()) {
            Offer offer = b.offers().get(0);
            Combatant reactor = b.combatant(offer.reactor());
            if (reactor != null && Standing.standing(reactor) && !reactor.incapacitated()) {
                out.add(Submission.byGm(new DeclareReaction(offer.reactor(), null, null)));
            }
            out.add(Submission.byGm(new PassReaction(offer.reactor())));
            return plain(choices, out);
        }
        String id = b.turn();
        Combatant actor = id == null ? null : b.combatant(id);
        if (actor == null) {
            return choices;
        }
        if (Standing.standing(actor) && !actor.incapacitated() && b.economy() != null && !b.economy().actionUsed()) {
            choices.addAll(Spells.candidates(state, actor));
            Combatant foe = nearestFoe(b, actor);
            if (foe != null) {
                fight(b, actor, foe, out);
            }
        }
        out.add(Submission.byGm(new EndTurn(id)));
        return plain(choices, out);
    }

    private static List<Choice> plain(List<Choice> choices, List<Submission> more) {
        more.forEach(s -> choices.add(new Choice(s, null)));
        return choices;
    }

    private static void fight(Battle b, Combatant actor, Combatant foe, List<Submission> out) {
        boolean gridded = Battlefield.gridded(b);
        boolean inReach = Battlefield.reaches(b, actor.id(), foe.id());
        AttackProfile melee = best(actor, foe, true);
        AttackProfile ranged = best(actor, foe, false);
        if (inReach && melee != null) {
            out.add(attack(actor, foe, melee, null));
        }
        int left = b.economy().movementLeft();
        if (!inReach && melee != null && left > 0) {
            Move move = gridded ? Approach.toward(b, actor, foe, left) : new Move(actor.id(), left, List.of(),
                    List.of(foe.id()), false, List.of());
            if (move != null) {
                out.add(Submission.byGm(move));
            }
        }
        if (ranged != null && (!inReach || melee == null)) {
            out.add(attack(actor, foe, ranged, gridded ? null
                    : new Situation(Situation.Cover.NONE, ranged.range().get(0), false, null)));
        }
    }

    private static Submission attack(Combatant actor, Combatant foe, AttackProfile a, Situation situation) {
        return Submission.byGm(new Attack(actor.id(), foe.id(), a.name(), null, false, situation));
    }

    /** The melee (or ranged) attack with the best expected damage against the foe, or null. */
    static AttackProfile best(Combatant actor, Combatant foe, boolean melee) {
        return actor.stats().attacks().stream().filter(a -> melee ? a.melee() : a.ranged() && !a.melee())
                .max(Comparator.comparingDouble(a -> Expectation.damage(actor, a, foe))).orElse(null);
    }

    /**
     * The nearest standing foe: on a grid by distance, ties to the one with fewer hit points; without a grid one
     * already in reach first, then the first to have joined.
     */
    static Combatant nearestFoe(Battle b, Combatant actor) {
        List<Combatant> foes = Standing.foes(b, actor.id());
        if (foes.isEmpty()) {
            return null;
        }
        if (Battlefield.gridded(b) && actor.stats().position() != null) {
            return foes.stream().filter(f -> f.stats().position() != null)
                    .min(Comparator.<Combatant>comparingInt(f -> Battlefield.distance(b, actor.id(), f.id()))
                            .thenComparingInt(Combatant::hp))
                    .orElse(foes.get(0));
        }
        return foes.stream().filter(f -> b.engaged(actor.id(), f.id())).findFirst().orElse(foes.get(0));
    }
}
