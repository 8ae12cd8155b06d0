package battleledger.kernel.spell;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.IdentifySpell;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SpellEvent.InvalidTarget;
import battleledger.kernel.event.SpellEvent.SpellBegun;
import battleledger.kernel.event.SpellEvent.SpellCast;
import battleledger.kernel.event.SpellEvent.SpellIdentified;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.narration.Line;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.state.Battle;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.all;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/** 000 (Xanathar's Guide, Spellcasting): perceiving a caster at work, identifying a spell, invalid spell targets. */
class XanatharOptionsTest {

    static final CastSpell KOBOLD_FIREBALL = CastSpell.at("kobold", "fireball", List.of("wren"));

    static Scene koboldAndWren(Creature kobold, Creature wren) {
        return Scene.of(kobold, wren.hp(60));
    }

    static Creature kobold() {
        return Creature.named("kobold").side("kobolds").monster().hp(30).wizard(5, "fireball");
    }

    @Test
    @DisplayName("000 › Perceiving a Caster at Work: a spell with a verbal, somatic or material component is seen")
    void aCastingWithComponentsIsPerceptible() {
        koboldAndWren(kobold(), Creature.named("wren")).when(KOBOLD_FIREBALL, 1, 1, 1, 1, 1, 1, 1, 1, 1)
                .then(events -> assertThat(first(events, SpellBegun.class).perceptible()).isTrue());
    }

    @Test
    @DisplayName("000 › Perceiving a Caster at Work: innate casting is not; the log names the caster to the GM only")
    void anInnateCastingIsNotPerceivedAndTheLogKeepsTheCasterSecret() {
        Scene s = koboldAndWren(kobold().innate(), Creature.named("wren"));
        Battle before = s.state().battle();
        s.when(KOBOLD_FIREBALL, 1, 1, 1, 1, 1, 1, 1, 1, 1).then(events -> {
            SpellBegun begun = first(events, SpellBegun.class);
            assertThat(begun.perceptible()).isFalse();
            Line line = Narrator.narrate(before, begun);
            assertThat(line.text()).doesNotContain("Kobold");
            assertThat(line.secret()).isEqualTo("Kobold begins Fireball at Wren.");
            assertThat(line.privy()).containsExactly("kobold");
        });
    }

    @Test
    @DisplayName("000 › Identifying a Spell: an action after it is cast, Int check against DC 15 + its level, with "
            + "advantage for a spell of the identifier's own class")
    void aWizardIdentifiesAWizardsFireballWithAdvantage() {
        Scene cast = koboldAndWren(kobold(), Creature.named("wren").wizard(3)).then(KOBOLD_FIREBALL, 1, 1, 1, 1, 1,
                1, 1, 1, 20).then(new EndTurn("kobold"));
        cast.when(new IdentifySpell("wren", "kobold"), 3, 14).then(events -> {
            SpellIdentified id = first(events, SpellIdentified.class);
            assertThat(id.spell()).isEqualTo("fireball");
            assertThat(id.roll().against()).isEqualTo(18);
            assertThat(id.roll().kept()).containsExactly(14); // advantage: the higher die
            assertThat(id.roll().total()).isEqualTo(18);      // 14 + Int 18's +4
            assertThat(id.success()).isTrue();
        }).thenState(s -> assertThat(s.battle().economy().actionUsed()).isTrue());
        // a cleric identifies it without advantage: one die
        koboldAndWren(kobold(), Creature.named("wren").cleric(3)).then(KOBOLD_FIREBALL, 1, 1, 1, 1, 1, 1, 1, 1, 20)
                .then(new EndTurn("kobold")).when(new IdentifySpell("wren", "kobold"), 3)
                .then(events -> assertThat(first(events, SpellIdentified.class).roll().dice()).hasSize(1));
    }

    @Test
    @DisplayName("000 › Identifying a Spell: \"The DC equals 15 + the spell's level\": the level it was cast at, so a"
            + " fireball cast with a 5th-level slot is DC 20")
    void theDcIsFifteenPlusTheLevelTheSpellWasCastAt() {
        CastSpell upcast = new CastSpell("kobold", "fireball", 5, null, List.of("wren"), null, null, false, null);
        Scene cast = koboldAndWren(Creature.named("kobold").side("kobolds").monster().hp(30).wizard(9, "fireball"),
                Creature.named("wren").cleric(3)).then(upcast, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 20)
                .then(new EndTurn("kobold"));
        cast.when(new IdentifySpell("wren", "kobold"), 16)
                .then(events -> assertThat(first(events, SpellIdentified.class).roll().against()).isEqualTo(20));
    }

    @Test
    @DisplayName("000 › Identifying a Spell: \"If the character perceived the casting, the spell's effect, or both\":"
            + " blinded and deafened, Wren perceived neither and cannot try; blinded only, she heard its words and can")
    void whoIdentifiesMustHavePerceivedTheCastingOrTheEffect() {
        Scene cast = koboldAndWren(kobold(), Creature.named("wren").wizard(3)).then(KOBOLD_FIREBALL, 1, 1, 1, 1, 1,
                1, 1, 1, 20).then(new EndTurn("kobold"));
        Scene blinded = cast.then(new battleledger.kernel.command.RulingCommand.ApplyCondition("wren",
                battleledger.kernel.model.Condition.BLINDED, null));
        blinded.when(new IdentifySpell("wren", "kobold"), 3, 14)
                .then(events -> assertThat(first(events, SpellIdentified.class).spell()).isEqualTo("fireball"));
        blinded.then(new battleledger.kernel.command.RulingCommand.ApplyCondition("wren",
                        battleledger.kernel.model.Condition.DEAFENED, null))
                .when(new IdentifySpell("wren", "kobold"), 3, 14).thenRejectedWith("not-perceived");
    }

    @Test
    @DisplayName("000 › Identifying a Spell: as a reaction while the spell is being cast, before it resolves")
    void aReactionIdentifiesTheSpellWhileItIsBeingCast() {
        Scene readied = Scene.of(Creature.named("wren").wizard(3).hp(60), kobold())
                .then(new Ready("wren", new Trigger("SpellBegun", new Trigger.Who("enemy", null), null, null),
                        new IdentifySpell("wren", "$trigger")))
                .then(new EndTurn("wren")).then(KOBOLD_FIREBALL);
        readied.when(new DeclareReaction("wren", null, null), 20, 2, 1, 1, 1, 1, 1, 1, 1, 1, 20).then(events -> {
            List<String> order = events.stream().map(EncounterEvent::getClass).map(Class::getSimpleName)
                    .filter(n -> n.equals("SpellIdentified") || n.equals("SpellCast")).toList();
            assertThat(order).containsExactly("SpellIdentified", "SpellCast");
            assertThat(first(events, SpellIdentified.class).success()).isTrue();
        });
    }

    @Test
    @DisplayName("000 › Identifying a Spell: a spell nobody cast cannot be identified (the innate casting is in "
            + "defects.RollDefectsTest: identified by its effect)")
    void anImperceptibleCastingCannotBeIdentified() {
        koboldAndWren(kobold(), Creature.named("wren").wizard(3)).then(new EndTurn("kobold"))
                .when(new IdentifySpell("wren", "kobold")).thenRejectedWith("nothing-to-identify");
    }

    @Test
    @DisplayName("000 › Invalid Spell Targets: charm person on an undead does nothing, appears saved, spends the slot")
    void charmPersonOnAnUndeadAppearsToBeSaved() {
        Scene.of(Creature.named("wren").wizard(3, "charm-person"),
                        Creature.named("zombie").side("dead").monster().type("undead"))
                .when(CastSpell.at("wren", "charm-person", List.of("zombie"))).then(events -> {
                    InvalidTarget invalid = first(events, InvalidTarget.class);
                    assertThat(invalid.target()).isEqualTo("zombie");
                    assertThat(invalid.appearsToSave()).isTrue();
                    assertThat(none(events, SavingThrowMade.class)).isTrue();
                    assertThat(first(events, SpellCast.class).slot()).isEqualTo(1);
                }).thenState(s -> {
                    assertThat(s.battle().combatant("zombie").conditions()).isEmpty();
                    assertThat(s.battle().combatant("wren").casting().used(1)).isEqualTo(1);
                });
    }

    @Test
    @DisplayName("000 › Invalid Spell Targets: a humanoid among the targets is charmed as usual")
    void aHumanoidIsAValidTargetOfCharmPerson() {
        Scene.of(Creature.named("wren").wizard(3, "charm-person"), Creature.named("bandit").side("bandits"))
                .when(CastSpell.at("wren", "charm-person", List.of("bandit")), 3).then(events -> {
                    assertThat(none(events, InvalidTarget.class)).isTrue();
                    assertThat(all(events, SavingThrowMade.class)).hasSize(1);
                }).thenState(s -> assertThat(s.battle().combatant("bandit").conditions()).hasSize(1));
    }
}
