package battleledger.kernel.simulation;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.battlefield.Battlefield;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Spot;
import battleledger.kernel.magic.SpellBook;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The policy's area spells: for each damaging area spell the actor knows, aimed at each standing foe's cell, the
 * creatures it would catch; the cast that catches the most foes more than friends comes first. Who is caught is
 * the decider's own answer (the creatures that save or take damage when it goes off), which depends on the
 * geometry and the rules, not on the dice (001 › Magic › Areas of Effect; 003). Without a grid the GM names the
 * creatures in an area, and the policy names the standing foes.
 */
final class Spells {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    private Spells() {
    }

    record Scored(Policy.Choice cast, int foes, int friends) {
        int score() {
            return foes - friends;
        }
    }

    static List<Policy.Choice> candidates(EncounterState state, Combatant actor) {
        Battle b = state.battle();
        List<Scored> scored = new ArrayList<>();
        for (String id : actor.stats().spells()) {
            SpellData spell = SpellBook.find(id);
            if (spell == null || spell.targeting().kind() != SpellData.Targeting.Kind.AREA
                    || spell.effects().stream().noneMatch(SpellEffect.Damage.class::isInstance)
                    || spell.level() > 0 && actor.stats().slots().getOrDefault(spell.level(), 0)
                    <= actor.casting().used(spell.level())) {
                continue; // not a damaging area spell, or no slot of its level left (001 › Magic › Spell Slots)
            }
            if (!Battlefield.gridded(b)) {
                List<String> foes = Standing.foes(b, actor.id()).stream().map(Combatant::id).toList();
                if (!foes.isEmpty()) {
                    scored.add(new Scored(new Policy.Choice(cast(actor, id, foes, null), null), foes.size(), 0));
                }
                continue;
            }
            for (Combatant foe : Standing.foes(b, actor.id())) {
                if (foe.stats().position() != null) {
                    Submission cast = cast(actor, id, List.of(), new Spot(foe.stats().position().x(),
                            foe.stats().position().y()));
                    Scored s = trial(state, actor, cast);
                    if (s != null) {
                        scored.add(s);
                    }
                }
            }
        }
        return scored.stream().filter(s -> s.foes() > s.friends())
                .sorted(Comparator.comparingInt(Scored::score).reversed()).map(Scored::cast).toList();
    }

    private static Submission cast(Combatant actor, String spell, List<String> targets, Spot point) {
        return Submission.byGm(new CastSpell(actor.id(), spell, null, null, targets, point, null, false, null));
    }

    /** Who the cast would catch, as the decider resolves it; null when the rules refuse it now. */
    private static Scored trial(EncounterState state, Combatant actor, Submission cast) {
        List<EncounterEvent> events;
        try {
            events = DECIDER.decide(state, cast);
        } catch (RuleViolation v) {
            return null;
        }
        Set<String> caught = new TreeSet<>();
        for (EncounterEvent e : events) {
            if (e instanceof SavingThrowMade s) {
                caught.add(s.combatant());
            } else if (e instanceof DamageDealt d) {
                caught.add(d.target());
            }
        }
        Battle b = state.battle();
        int foes = (int) caught.stream().filter(id -> b.hostile(actor.id(), id)).count();
        // the trial is the decider's own decision of this command on this state: taken as is if chosen
        return new Scored(new Policy.Choice(cast, events), foes, caught.size() - foes);
    }
}
