package battleledger.kernel.spell;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.Contingent;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.rules.Dusk;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.Events.all;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The order in which a rift and what it sets off are resolved (issue 10, item 2 follow-up: the golden decisions did
 * not see it). 002 › Resolve the spell: "At this point the spell is successfully cast. All costs are assessed against
 * you and certain spells that trigger when a spell is successfully cast go off." 002 › Sequences: "Spells however can
 * continue to trigger as their conditions are met, and they are resolved as they trigger" — "Trishdare has it deal
 * 3d6 damage to Dranock ... he's down to 19 hit points. His contingency now triggers, teleporting him miles away."
 * So what a rift's blow makes true is settled at once, before the next rift is looked at ({@code Triggers.spellCast},
 * then {@code Triggers.settle}), not when the step ends: a contingency whose threshold the creator fell below fires,
 * and a creator who can no longer act stops concentrating.
 */
class RiftStrikesThenSettlesTest {

    static final Trigger BELOW_20 = new Trigger("HitPointsBelow", new Trigger.Who("self", null), null, 20);

    /**
     * Teresa, a wizard; Dranock (22 hit points) and his ally Vex, villains. Before the fight Dranock puts a lightning
     * rift in place and a contingency to teleport him home below 20 hit points; then Vex puts a rift of her own.
     */
    static Scene twoRiftsAndAContingency() {
        return twoRiftsAndAContingency(Creature.named("teresa").hp(40).wizard(9, "magic-missile"));
    }

    /** The same, with these heroes first in the initiative order. */
    static Scene twoRiftsAndAContingency(Creature... heroes) {
        List<Creature> all = new ArrayList<>(List.of(heroes));
        all.add(Creature.named("dranock").side("villains").hp(22)
                .wizard(11, "lightning-rift", "contingency", "teleport"));
        all.add(Creature.named("vex").side("villains").hp(30).wizard(11, "lightning-rift"));
        return Scene.of(all.toArray(new Creature[0]))
                .beforeCombat(CastSpell.at("dranock", "lightning-rift", List.of()))
                .beforeCombat(CastSpell.at("dranock", "contingency", List.of())
                        .holding(new Contingent("teleport", null, null, BELOW_20)))
                .beforeCombat(CastSpell.at("vex", "lightning-rift", List.of()));
    }

    @Test
    @DisplayName("002 › Sequences › spells continue to trigger: \"His contingency now triggers, teleporting him miles "
            + "away\" — Teresa's magic missile sets off Dranock's rift (22 → 18), his contingency teleports him at once, "
            + "and only then does Vex's rift strike Vex")
    void theContingencyFiresBeforeTheNextRiftIsLookedAt() {
        Scene s = twoRiftsAndAContingency();
        assertThat(s.state().battle().effects()).extracting(e -> e.spell() + " of " + e.caster())
                .containsExactly("lightning-rift of dranock", "contingency of dranock", "lightning-rift of vex");
        // the missile 1d4 + 1 = 2 on Vex (30 → 28); Dranock's rift 1d6 = 4 (22 → 18); Vex's rift 1d6 = 5 (28 → 23)
        List<EncounterEvent> events = s.when(CastSpell.at("teresa", "magic-missile", List.of("vex")), 1, 4, 5).events();
        assertThat(told(s.state(), events)).containsExactly(
                "SpellChosen: Teresa chooses a spell.",
                "SpellBegun: Teresa begins Magic Missile at Vex.",
                "DamageRolled: Teresa's Magic Missile: damage, rolled once for all: 1d4 (1) + 1 fixed = 2.",
                "DamageDealt: Vex takes 2 damage (30 → 28 hit points).",
                "SpellCast: Teresa casts Magic Missile, spending a level 1 slot.",
                "TriggeredEffectFired: Lightning Rift triggers: a spell of level 1 is cast by an enemy of its creator.",
                "DamageDealt: Dranock takes 4 damage (1d6 (4) = 4 lightning; 22 → 18 hit points).",
                "TriggeredEffectFired: Contingency triggers: Dranock is below 20 hit points.",
                "EffectEnded: Contingency ends: it fired.",
                "SpellBegun: Dranock begins Teleport at Dranock.",
                "Teleported: Dranock is teleported far away.",
                "SpellCast: Dranock casts Teleport.",
                "TriggeredEffectFired: Lightning Rift triggers: a spell of level 1 is cast by an enemy of its creator.",
                "DamageDealt: Vex takes 5 damage (1d6 (5) = 5 lightning; 28 → 23 hit points).");
    }

    @Test
    @DisplayName("002 › Sequences: \"His contingency now triggers, teleporting him miles away\" — once Dranock is gone,"
            + " his rift no longer strikes him when Zed casts next; Vex's still strikes her")
    void aRiftsCreatorTeleportedAwayIsStruckNoMore() {
        Scene s = twoRiftsAndAContingency(Creature.named("teresa").hp(40).wizard(9, "magic-missile"),
                        Creature.named("zed").hp(40).wizard(9, "magic-missile"))
                // as above: Dranock's rift takes him to 18, his contingency teleports him, Vex's rift strikes her
                .then(CastSpell.at("teresa", "magic-missile", List.of("vex")), 1, 4, 5)
                .then(new battleledger.kernel.command.IntentCommand.EndTurn("teresa"));
        assertThat(s.state().battle().combatant("dranock").away()).isTrue();
        // Zed's missile 1d4 + 1 = 2 on Vex (23 → 21); only Vex's rift fires, 1d6 = 3 (21 → 18)
        List<EncounterEvent> events = s.when(CastSpell.at("zed", "magic-missile", List.of("vex")), 1, 3).events();
        assertThat(all(events, battleledger.kernel.event.SpellEvent.TriggeredEffectFired.class)).hasSize(1);
        assertThat(all(events, DamageDealt.class)).extracting(DamageDealt::target).containsExactly("vex", "vex");
    }

    /**
     * Teresa, a wizard; Vex (3 hit points) and her ally Dranock, villains. Before the fight Vex puts Shield of Faith
     * on Dranock (she concentrates on it) and a lightning rift in place; then Dranock puts a rift of his own.
     */
    static Scene aRiftOnAFrailConcentratingCreator() {
        return Scene.of(Creature.named("teresa").hp(40).wizard(9, "magic-missile"),
                        Creature.named("vex").side("villains").hp(3)
                                .wizard(11, "lightning-rift", "shield-of-faith").innate(),
                        Creature.named("dranock").side("villains").hp(22).wizard(11, "lightning-rift"))
                .beforeCombat(CastSpell.at("vex", "shield-of-faith", List.of("dranock")))
                .beforeCombat(CastSpell.at("vex", "lightning-rift", List.of()))
                .beforeCombat(CastSpell.at("dranock", "lightning-rift", List.of()));
    }

    @Test
    @DisplayName("002 › Sequences › spells continue to trigger: \"they are resolved as they trigger\" — Vex's rift drops "
            + "her to -1; unconscious, she \"cannot move, take actions\" (001 › Conditions › Unconscious), so her Shield "
            + "of Faith on Dranock ends at once, before Dranock's rift strikes him")
    void aCreatorStruckDownByHerRiftStopsConcentratingBeforeTheNextRift() {
        Scene s = aRiftOnAFrailConcentratingCreator();
        assertThat(s.state().battle().effects()).extracting(e -> e.spell() + " of " + e.caster())
                .containsExactly("shield-of-faith of vex", "lightning-rift of vex", "lightning-rift of dranock");
        // the missile 1d4 + 1 = 2 on Dranock (22 → 20); Vex's rift 1d6 = 4 (3 → -1); Dranock's rift 1d6 = 5 (20 → 15)
        List<EncounterEvent> events = s.when(CastSpell.at("teresa", "magic-missile", List.of("dranock")), 1, 4, 5)
                .events();
        assertThat(told(s.state(), events)).containsExactly(
                "SpellChosen: Teresa chooses a spell.",
                "SpellBegun: Teresa begins Magic Missile at Dranock.",
                "DamageRolled: Teresa's Magic Missile: damage, rolled once for all: 1d4 (1) + 1 fixed = 2.",
                "DamageDealt: Dranock takes 2 damage (22 → 20 hit points).",
                "SpellCast: Teresa casts Magic Missile, spending a level 1 slot.",
                "TriggeredEffectFired: Lightning Rift triggers: a spell of level 1 is cast by an enemy of its creator.",
                "DamageDealt: Vex takes 4 damage (1d6 (4) = 4 lightning; 3 → -1 hit points).",
                "LifeChanged: Vex is dying (0 hit points or fewer).",
                "ConditionApplied: Vex is unconscious: dropped to 0 hit points or fewer.",
                "ConditionApplied: Vex is prone: unconscious: falls prone.",
                "EffectEnded: Shield of Faith ends: its caster can no longer concentrate.",
                "TriggeredEffectFired: Lightning Rift triggers: a spell of level 1 is cast by an enemy of its creator.",
                "DamageDealt: Dranock takes 5 damage (1d6 (5) = 5 lightning; 20 → 15 hit points).");
        assertThat(all(events, DamageDealt.class).stream().filter(d -> d.roll() != null)
                .map(d -> d.roll().rule())).containsOnly(Dusk.SPELLS_KEEP_TRIGGERING.citation());
    }

    /** Each event, by its type and its line in the log, told against the battle as the events before it left it. */
    static List<String> told(EncounterState state, List<EncounterEvent> events) {
        List<String> lines = new ArrayList<>();
        EncounterState s = state;
        for (EncounterEvent e : events) {
            lines.add(e.getClass().getSimpleName() + ": " + Narrator.narrate(s.battle(), e).text());
            s = EncounterEvolver.evolve(s, e);
        }
        return lines;
    }
}
